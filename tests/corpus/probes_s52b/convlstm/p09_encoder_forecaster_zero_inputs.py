"""Encoder-forecaster (Shi et al.) with ConvGRU cells: the encoder reads the constructor's `steps` frames, the forecaster unrolls `horizon` steps fed with `zeros_like` of a frame, and the predictions are stacked on a new time axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class ConvGRUCell(HybridBlock):
    def __init__(self, hidden, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1)
            self.cand = nn.Conv2D(hidden, 3, padding=1)

    def hybrid_forward(self, F, x, h):
        r, z = F.split(F.sigmoid(self.gates(F.concat(x, h, dim=1))), num_outputs=2, axis=1)
        return (1 - z) * h + z * F.tanh(self.cand(F.concat(x, r * h, dim=1)))


class Net(HybridBlock):
    def __init__(self, steps=3, horizon=2, hidden=4, channels=2, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.horizon = steps, horizon
        with self.name_scope():
            self.embed = nn.Conv2D(hidden, 1)
            self.encoder = ConvGRUCell(hidden)
            self.forecaster = ConvGRUCell(hidden)
            self.readout = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, x):
        frames = F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True)
        h = F.zeros_like(self.embed(frames[0]))
        for x_t in frames:
            h = self.encoder(x_t, h)
        blank = F.zeros_like(frames[-1])
        preds = []
        for _ in range(self.horizon):
            h = self.forecaster(blank, h)
            preds.append(self.readout(h))
        return F.stack(*preds, axis=1)
