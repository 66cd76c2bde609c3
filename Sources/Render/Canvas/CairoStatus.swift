import CCairoPango

/// Turns a Cairo status into a ``RenderError`` naming the operation that failed.
func checkCairo(_ status: cairo_status_t, _ operation: String) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
    }
}
