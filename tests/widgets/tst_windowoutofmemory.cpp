// A file too big for the memory left (issue 29): the window that opens it says so and keeps what
// it shows, and the other windows go on. The process's address space is limited (RLIMIT_AS, as
// `ulimit -v` does) only while the file is read, so that reading it fails with std::bad_alloc.

#include "document.h"
#include "hugefile.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

using namespace robostage;

namespace {

const QString kEditable = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/editable.sdf");

/// The process's current virtual size in bytes (VmSize of /proc/self/status), 0 if unknown.
rlim_t virtualSize()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmSize:"))
            return rlim_t(line.mid(7).trimmed().split(' ').value(0).toULongLong()) * 1024;
    }
    return 0;
}

/// Limits the address space to what is mapped now plus `headroom` bytes until destroyed.
class AddressSpaceLimit
{
public:
    explicit AddressSpaceLimit(rlim_t headroom)
    {
        getrlimit(RLIMIT_AS, &m_before);
        const rlimit limit {virtualSize() + headroom, m_before.rlim_max};
        m_ok = virtualSize() > 0 && setrlimit(RLIMIT_AS, &limit) == 0;
    }
    ~AddressSpaceLimit() { setrlimit(RLIMIT_AS, &m_before); }
    bool ok() const { return m_ok; }

private:
    rlimit m_before {};
    bool m_ok = false;
};

} // namespace

class TestWindowOutOfMemory : public QObject
{
    Q_OBJECT

private slots:
    void tooBigFileIsReportedAndOtherWindowsGoOn();
};

void TestWindowOutOfMemory::tooBigFileIsReportedAndOtherWindowsGoOn()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    // The sanitizers' allocators reserve terabytes and abort instead of throwing.
    QSKIP("an address-space limit does not apply under a sanitizer");
#endif
    // GIVEN a window showing a file, and a 300 MB URDF (a robot and a long comment)
    MainWindow first;
    first.show();
    first.openFile(kEditable);
    QVERIFY(first.document());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString huge = dir.filePath(QStringLiteral("huge.urdf"));
    QVERIFY(robostage::test::writeHugeUrdf(huge, 300));
    // WHEN a second window opens it with 128 MiB of address space left
    MainWindow second;
    second.show();
    {
        const AddressSpaceLimit limit(rlim_t(128) << 20);
        if (!limit.ok())
            QSKIP("cannot limit the address space here");
        second.openFile(huge);
    }
    // THEN that window says so and shows no document; the first still shows its file
    QVERIFY(!second.document());
    QVERIFY2(second.statusBar()->currentMessage().contains(QStringLiteral("Out of memory")),
        qPrintable(second.statusBar()->currentMessage()));
    auto *box = second.findChild<QMessageBox *>(QStringLiteral("outOfMemoryMessage"));
    QVERIFY(box);
    QVERIFY(box->text().contains(huge));
    box->close();
    QVERIFY(first.document());
    QCOMPARE(first.document()->path(), kEditable);
    // AND both windows go on: the second opens a file that fits
    second.openFile(kEditable);
    QVERIFY(second.document());
    QVERIFY(!second.grab().isNull());
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestWindowOutOfMemory test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowoutofmemory.moc"
