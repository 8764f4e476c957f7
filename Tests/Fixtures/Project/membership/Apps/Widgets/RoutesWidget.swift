// The routes widget.
