// The pages' copy buttons (<button class="copy" data-copy="…">): the clipboard where the page
// may use it (a secure context), a hidden selection otherwise, as pages opened from file://
// are not. A button says <body data-copy-done> ("copied" when absent) for 1.5 s, then its
// own text again.
(function () {
  "use strict";
  var done = document.body.dataset.copyDone || "copied";
  function copied(button) {
    if (!button.dataset.idle) button.dataset.idle = button.textContent;
    button.textContent = done;
    button.classList.add("done");
    setTimeout(function () { button.textContent = button.dataset.idle; button.classList.remove("done"); }, 1500);
  }
  function copyBySelection(button, text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { if (document.execCommand("copy")) copied(button); } catch (e) { /* nothing to copy with */ }
    document.body.removeChild(area);
  }
  document.querySelectorAll("button.copy").forEach(function (button) {
    button.addEventListener("click", function () {
      var text = button.dataset.copy || "";
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(function () { copied(button); }, function () { copyBySelection(button, text); });
      } else {
        copyBySelection(button, text);
      }
    });
  });
})();
