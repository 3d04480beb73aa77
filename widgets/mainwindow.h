#pragma once
#include <QMainWindow>
class QApplication;
namespace robostage {
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    static int runGui(QApplication &app);
};
}
