"""Windowed epochs of a long recording: (B, C, T) is cut into the constructor's `n_win` windows by the reshape code `(0, 0, -4, n_win, -1)`, windows moved next to the batch with `transpose` and merged by `(-3, 0, 0)`; a shared 1-D encoder runs per window and the scores are averaged back per recording by `(-4, -1, n_win, 0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, n_win=4, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.n_win = n_win
        with self.name_scope():
            self.encoder = nn.HybridSequential()
            self.encoder.add(nn.Conv1D(hidden, 3, padding=1, activation="relu"),
                             nn.GlobalAvgPool1D(), nn.Flatten(), nn.Dense(classes))

    def hybrid_forward(self, F, x):
        w = F.reshape(x, (0, 0, -4, self.n_win, -1))      # (B, C, n_win, win)
        w = F.transpose(w, axes=(0, 2, 1, 3))              # (B, n_win, C, win)
        scores = self.encoder(F.reshape(w, (-3, 0, 0)))    # (B*n_win, classes)
        return F.mean(F.reshape(scores, (-4, -1, self.n_win, 0)), axis=1)
