"""Frame-wise classifier over time-major features (T, N, C): `for frame in x:` applies a Dense to each frame and the results are stacked back on axis 0 (a traced symbol yields itself once)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 8)]


class PerFrame(HybridBlock):
    def __init__(self, channels=8, vocab=4, **kwargs):
        super(PerFrame, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(vocab + 1, in_units=channels)

    def hybrid_forward(self, F, x):
        outs = [F.log_softmax(self.cls(frame), axis=-1) for frame in x]
        return F.stack(*outs, axis=0)


Net = PerFrame
