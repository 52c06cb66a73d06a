"""MetNet temporal encoder as a ConvGRU: the frames split by `F.split(..., num_outputs=self.frames, axis=1,
squeeze_axis=True)` and walked by a python loop, the state started by `zeros_like` of the first frame's
gate conv, the update `(1 - z) * h + z * n` plain arithmetic of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class ConvGRU(HybridBlock):
    def __init__(self, frames=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.frames, self.hidden = frames, hidden
        with self.name_scope():
            self.gates_x = nn.Conv2D(3 * hidden, 3, padding=1)
            self.gates_h = nn.Conv2D(3 * hidden, 3, padding=1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        frames = F.split(x, num_outputs=self.frames, axis=1, squeeze_axis=True)
        h = None
        for frame in frames:
            gx = self.gates_x(frame)
            if h is None:
                h = F.zeros_like(F.slice_axis(gx, axis=1, begin=0, end=self.hidden))
            gh = self.gates_h(h)
            rx, zx, nx = F.split(gx, num_outputs=3, axis=1)
            rh, zh, nh = F.split(gh, num_outputs=3, axis=1)
            r, z = F.sigmoid(rx + rh), F.sigmoid(zx + zh)
            n = F.tanh(nx + r * nh)
            h = (1 - z) * h + z * n
        return h


Net = ConvGRU
