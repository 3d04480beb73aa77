#pragma once

#include "framegraph.h"
#include "joints/jointtable.h"

#include <QDockWidget>
#include <QHash>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSlider;
class QTimer;
class QToolButton;

namespace robostage {

class Document;
class Selection;

/// Dock with a slider and spin box per movable joint of a document, to pose the robot in the
/// view. It does not edit the document: it only emits positionsChanged(), which the window
/// passes to Viewport::setJointPositions().
///
/// Ranges, units and mimic followers are JointTable's: angles are radians inside and degrees in
/// the spin box, distances metres; a row whose range differs from the file gets a note and a
/// `*`; followers are shown read-only and follow their leader. Each joint starts at its initial
/// position and Reset puts every joint back there.
///
/// A document with at most kMaxRows joints gets a row for each. A bigger one (a world of
/// thousands of robots) gets rows only for the joints of the model that holds the window's
/// selection (the outermost such model with at most kMaxRows joints), or for at most kMaxRows
/// joints whose names contain the text of the filter box (`jointFilter`); a line above the rows
/// (`jointsSummary`) says which. The positions of every joint are kept, shown or not.
///
/// Drag Joints (the gizmo's inverse-kinematics drag, issue 32) reads the *Drag base* choice
/// (`ikBaseCombo`: the link the dragged chain starts at; "(root)" by default) and ranges() from
/// here. *Copy* (`copyJointsButton`) puts the positions on the clipboard as `--joint NAME=VALUE`
/// arguments for the command line or as a YAML map. *Save as Initial* (`saveInitialButton`,
/// SDFormat documents only) asks the window to write the positions into the file as the joints'
/// initial positions (saveInitialRequested(), initialPositionChanges()).
class JointsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit JointsDock(QWidget *parent = nullptr);
    ~JointsDock() override;

    /// The movable joints of `document` (nullptr: none), each at its initial position. Emits
    /// positionsChanged(). The document must outlive the dock or be replaced first. A document
    /// of the same file (a reload, an edit) keeps the filter text and the model shown.
    void setDocument(const Document *document);

    /// Lists the joints of the model holding `selection`'s frame when the document has more
    /// than kMaxRows joints (a frame in no model keeps the list). `selection` must outlive
    /// this dock; nullptr: none.
    void setSelection(Selection *selection);

    /// Scoped name → position (radians or metres) of every movable joint, shown or not, mimic
    /// followers left out (FrameGraph::worldPoses() derives them from their leaders).
    JointPositions positions() const;
    /// Moves the joints named in `q` (scoped names; radians or metres), shown or not, to their
    /// values, clamped to their ranges; other joints and unknown names are left alone.
    /// Followers follow. Emits positionsChanged() once.
    void setPositions(const JointPositions &q);
    /// Every joint back to its initial position. Emits positionsChanged().
    void reset();

    /// Scoped names of every movable joint of the document, in the document's order.
    QStringList joints() const;
    /// Scoped names of the joints that have a row now, in the document's order.
    QStringList shownJoints() const;
    /// The position of `joint` (a follower's derived one too); 0 for an unknown name.
    double position(const QString &joint) const;
    /// The widgets of `joint`'s row (nullptr when it has none), for tests.
    QSlider *slider(const QString &joint) const;
    QDoubleSpinBox *spinBox(const QString &joint) const;
    QPushButton *resetButton() const { return m_reset; }
    QLineEdit *filterEdit() const { return m_filter; }
    /// The line that says which joints are listed (empty for a document of few joints).
    QString summary() const;

    /// Scoped name → (lower, upper) of each movable joint's range, radians or metres.
    QHash<QString, QPair<double, double>> ranges() const;
    /// The Drag base link's scoped name; empty for the root.
    QString ikBase() const;
    QComboBox *ikBaseCombo() const { return m_ikBase; }
    QToolButton *copyButton() const { return m_copy; }
    QPushButton *saveInitialButton() const { return m_saveInitial; }
    /// Scoped name → position of each joint, mimic followers left out, whose position differs
    /// from its initial position by more than 1e-9 (what Save as Initial writes).
    JointPositions initialPositionChanges() const;
    /// The positions as `--joint NAME=VALUE …` (one line) or as a YAML map `NAME: VALUE` (a
    /// line each); names lose the model prefix all joints share, radians or metres.
    QString jointValuesText(bool yaml) const;

    /// Steps of each slider over its range.
    static constexpr int kSliderSteps = 1000;
    /// The most rows the dock makes: more joints than this are listed by model or filter.
    static constexpr int kMaxRows = 200;

signals:
    /// The joint positions changed (see positions()).
    void positionsChanged(const JointPositions &q);
    /// The Drag base choice changed (scoped link name; empty: the root).
    void ikBaseChanged(const QString &link);
    /// What Copy put on the clipboard, for the status bar.
    void copied(const QString &message);
    /// Save as Initial was pressed: the window writes initialPositionChanges() into the file.
    void saveInitialRequested();

private:
    /// The widgets of one listed joint: row `index` of m_table.
    struct Row
    {
        int index = -1;
        QSlider *slider = nullptr;
        QDoubleSpinBox *spin = nullptr;
    };
    void selectionChanged(FrameId frame);
    /// Makes the rows that the filter, or else the model shown, asks for.
    void listJoints();
    /// Replaces the rows by those of `indices`; labels lose `prefix`.
    void showRows(const std::vector<int> &indices, const QString &prefix);
    /// Adds the widgets of m_table's row `index` to `grid`, labelled without `prefix`.
    void addRow(QGridLayout *grid, int index, const QString &prefix);
    /// Shows the table's values in every row.
    void showValues();
    void showValue(const Row &row);
    /// The Drag base and Copy row (jointsdocktools.cpp).
    QWidget *makeToolRow();
    /// Lists `document`'s links in the Drag base choice, keeping the chosen one when it is
    /// still there.
    void listBaseLinks(const Document *document);
    /// Enables Save as Initial for an SDFormat `document` with movable joints; otherwise its
    /// tool tip says why not.
    void updateSaveInitial(const Document *document);

    JointTable m_table;
    QString m_path; ///< of the document shown
    QString m_model; ///< scoped name of the model listed (big documents); empty: none
    std::vector<Row> m_rows;
    QHash<QString, int> m_rowByName;
    Selection *m_selection = nullptr;
    QScrollArea *m_scroll;
    QWidget *m_content;
    QWidget *m_rowsWidget = nullptr; ///< holds the rows' grid; replaced by showRows()
    QLabel *m_summary;
    QLineEdit *m_filter;
    QTimer *m_filterTimer;
    QLabel *m_empty;
    QPushButton *m_reset;
    QPushButton *m_saveInitial;
    QComboBox *m_ikBase = nullptr;
    QToolButton *m_copy = nullptr;
};

} // namespace robostage
