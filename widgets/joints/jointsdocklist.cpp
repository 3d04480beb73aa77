// Which joints the Joints dock lists: every joint of a small document; for a big one the
// joints of the selected model or those matching the filter, with a line that says which.

#include "joints/jointsdock.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace robostage {

namespace {

/// The model prefix (`robot::`) that every joint of `table` shares, empty when none.
QString commonPrefix(const JointTable &table)
{
    if (table.size() == 0)
        return {};
    const QString &first = table.row(0).name;
    const int end = first.indexOf(QLatin1String("::"));
    const QString prefix = end > 0 ? first.left(end + 2) : QString();
    for (int i = 0; i < table.size(); ++i) {
        if (!table.row(i).name.startsWith(prefix))
            return {};
    }
    return prefix;
}

} // namespace

void JointsDock::selectionChanged(FrameId frame)
{
    if (m_table.size() <= kMaxRows)
        return;
    const QStringList models = m_table.modelsOf(frame);
    if (models.isEmpty())
        return;
    // The whole robot when it is small enough, else the innermost model (cut at kMaxRows).
    QString model = models.back();
    for (const QString &candidate : models) {
        if (m_table.rowsOfModel(candidate).size() <= size_t(kMaxRows)) {
            model = candidate;
            break;
        }
    }
    if (model == m_model)
        return;
    m_model = model;
    if (m_filter->text().trimmed().isEmpty())
        listJoints();
}

void JointsDock::listJoints()
{
    const int total = m_table.size();
    const bool big = total > kMaxRows;
    const bool filtering = !m_filter->text().trimmed().isEmpty();
    // The filter is there at any size (issue 30: PR2's 58 joints needed scrolling in a 6-row
    // dock); the summary when the list is cut or filtered.
    m_summary->setVisible(big || filtering);
    m_filter->setVisible(total > 0);
    if (!big && !filtering) {
        std::vector<int> all(static_cast<size_t>(total));
        for (int i = 0; i < total; ++i)
            all[size_t(i)] = i;
        showRows(all, commonPrefix(m_table));
        m_summary->clear();
        return;
    }
    const QLocale locale;
    const int models = m_table.modelCount();
    const QString counts = models == 0 ? tr("%1 joints").arg(locale.toString(total))
        : models == 1
        ? tr("%1 joints in one model").arg(locale.toString(total))
        : tr("%1 joints in %2 models").arg(locale.toString(total), locale.toString(models));
    const QString text = m_filter->text().trimmed();
    if (!text.isEmpty()) {
        int matching = 0;
        showRows(m_table.match(text, kMaxRows, &matching), QString());
        if (matching == 0)
            m_summary->setText(tr("%1: none matches “%2”.").arg(counts, text));
        else if (matching == 1)
            m_summary->setText(tr("%1: showing the one that matches “%2”.").arg(counts, text));
        else if (matching <= kMaxRows)
            m_summary->setText(tr("%1: showing the %2 that match “%3”.")
                                   .arg(counts, locale.toString(matching), text));
        else
            m_summary->setText(
                tr("%1: showing the first %2 of the %3 that match “%4”; type more to narrow "
                   "the list.")
                    .arg(counts, locale.toString(kMaxRows), locale.toString(matching), text));
        return;
    }
    if (m_model.isEmpty()) {
        showRows({}, QString());
        m_summary->setText(tr("%1: select a model (in the view or the scene tree) to see its "
                              "joints, or filter them by name.")
                               .arg(counts));
        return;
    }
    std::vector<int> rows = m_table.rowsOfModel(m_model);
    const int inModel = int(rows.size());
    if (inModel > kMaxRows)
        rows.resize(size_t(kMaxRows));
    showRows(rows, m_model + QStringLiteral("::"));
    if (inModel == 0)
        m_summary->setText(tr("%1: %2 has no movable joints; select another model, or filter "
                              "by name.")
                               .arg(counts, m_model));
    else if (inModel > kMaxRows)
        m_summary->setText(
            tr("%1: showing the first %2 of %3's %4 joints; filter by name to "
               "find the others.")
                .arg(counts, locale.toString(kMaxRows), m_model, locale.toString(inModel)));
    else if (inModel == 1)
        m_summary->setText(tr("%1: showing %2's only joint; select another model to see its "
                              "joints, or filter by name.")
                               .arg(counts, m_model));
    else
        m_summary->setText(tr("%1: showing %2's %3 joints; select another model to see its "
                              "joints, or filter by name.")
                               .arg(counts, m_model, locale.toString(inModel)));
}

} // namespace robostage
