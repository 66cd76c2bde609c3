/// The script behind the pages' copy buttons (`<button class="copy" data-copy="…">`): the
/// clipboard where the page may use it (a secure context), a hidden selection otherwise, as
/// pages opened from `file://` are not. The button says `done` for 1.5 s, then `idle` again.
public enum CopyButtonScript {
    /// Script text wiring every `button.copy` of the page; put it inside the page's script.
    public static func wiring(idle: String, done: String) -> String {
        """
          function copied(button) {
            button.textContent = \(javaScriptString(done));
            button.classList.add("done");
            setTimeout(function () { button.textContent = \(javaScriptString(idle)); button.classList.remove("done"); }, 1500);
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
        """
    }

    /// `text` as a JavaScript string literal that cannot end the literal or the script:
    /// every UTF-16 unit but ASCII letters, digits and spaces written `\uXXXX`.
    static func javaScriptString(_ text: String) -> String {
        "\"" + text.utf16.map { unit -> String in
            if let scalar = Unicode.Scalar(unit), scalar.isASCII,
               scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " " {
                return String(scalar)
            }
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined() + "\""
    }
}
