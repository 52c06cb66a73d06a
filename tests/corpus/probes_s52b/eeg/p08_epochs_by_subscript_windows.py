"""Windowed epochs cut with subscripts `x[:, :, i * win:(i + 1) * win]` for the constructor's window count, encoded by a shared 1-D encoder and averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, n_win=4, win=8, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.n_win, self.win = n_win, win
        with self.name_scope():
            self.encoder = nn.HybridSequential()
            self.encoder.add(nn.Conv1D(hidden, 3, padding=1, activation="relu"),
                             nn.GlobalAvgPool1D(), nn.Flatten(), nn.Dense(classes))

    def hybrid_forward(self, F, x):
        scores = [self.encoder(x[:, :, i * self.win:(i + 1) * self.win]) for i in range(self.n_win)]
        return sum(scores) / self.n_win
