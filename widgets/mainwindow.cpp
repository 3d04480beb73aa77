#include "mainwindow.h"
#include <QApplication>
namespace robostage {
int MainWindow::runGui(QApplication &app) { MainWindow w; w.show(); return app.exec(); }
}
