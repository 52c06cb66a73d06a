"""Sketch-RNN output: offsets mixture and three pen states, the pen logits taken by `slice_axis(y, axis=-1, begin=-3, end=None)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class SketchOutput(HybridBlock):
    def __init__(self, mixtures=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6 * mixtures + 3, flatten=False)

    def hybrid_forward(self, F, h):
        y = self.fc(h)
        pen = F.softmax(F.slice_axis(y, axis=-1, begin=-3, end=None))
        params = F.slice_axis(y, axis=-1, begin=0, end=-3)
        return params, pen


Net = SketchOutput
