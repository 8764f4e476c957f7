// A widget the widget extension no longer builds.
