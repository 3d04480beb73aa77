// runInPool() (model/threadhandoff.h): work handed to a QThreadPool sees what was written
// before, and its writes are seen after its future finished. Under ThreadSanitizer
// (scripts/test --tsan) this runs without reports: many short tasks on a busy pool make its
// workers take tasks from the queue through Qt's futexes, the hand-over TSan cannot see and
// runInPool() tells it about (without the annotations, this test gave TSan reports).

#include "threadhandoff.h"

#include <QFutureWatcher>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <memory>
#include <numeric>
#include <vector>

using namespace robostage;

class TestThreadHandOff : public QObject
{
    Q_OBJECT

private slots:
    void manyTasksOnABusyPool();
    void exceptionEndsOnlyTheTask();
};

void TestThreadHandOff::manyTasksOnABusyPool()
{
    // GIVEN a pool of two workers and 400 tasks, each with input written here (plain memory,
    // no atomics) and a result it writes
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    struct Job
    {
        std::vector<int> input;
        long long sum = 0;
    };
    std::vector<std::shared_ptr<Job>> jobs;
    std::vector<QFuture<void>> futures;
    for (int i = 0; i < 400; ++i) {
        auto job = std::make_shared<Job>();
        job->input.resize(50 + i % 7);
        std::iota(job->input.begin(), job->input.end(), i);
        jobs.push_back(job);
        // WHEN each is run in the pool
        futures.push_back(runInPool(pool, job.get(), [job] {
            job->sum = std::accumulate(job->input.begin(), job->input.end(), 0LL);
            job->input.clear(); // written in the worker, read here below
        }));
    }
    // THEN every result is there once its future finished, and the input was cleared
    for (size_t i = 0; i < jobs.size(); ++i) {
        futures[i].waitForFinished();
        takeOver(jobs[i].get());
        const long long n = 50 + int(i) % 7;
        QCOMPARE(jobs[i]->sum, n * int(i) + n * (n - 1) / 2);
        QVERIFY(jobs[i]->input.empty());
        QCOMPARE(jobs[i].use_count(), 1L); // the worker's copy was released before it finished
    }
}

void TestThreadHandOff::exceptionEndsOnlyTheTask()
{
    // GIVEN work that throws
    QThreadPool pool;
    auto ran = std::make_shared<int>(0);
    QFutureWatcher<void> watcher;
    QSignalSpy finished(&watcher, &QFutureWatcher<void>::finished);
    watcher.setFuture(runInPool(pool, ran.get(), [ran] {
        *ran = 1;
        throw std::runtime_error("lost");
    }));
    // THEN its future still finishes (the watcher says so in this thread) and what it wrote
    // before throwing is seen; the pool goes on
    QVERIFY(finished.wait(10000));
    takeOver(ran.get());
    QCOMPARE(*ran, 1);
    QVERIFY(runInPool(pool, ran.get(), [] {}).isValid());
    pool.waitForDone();
}

QTEST_GUILESS_MAIN(TestThreadHandOff)
#include "tst_threadhandoff.moc"
