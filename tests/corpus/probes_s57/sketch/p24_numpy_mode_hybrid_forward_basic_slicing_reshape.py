"""Numpy-mode (npx.set_np) stroke embedding written as `hybrid_forward`: offsets and pen bits by basic slicing `strokes[:, :, :2]`/`strokes[:, :, 2:]`, numpy-style `reshape(-1, 5)` and back with `reshape(-1, self.steps, 4)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 5)]


class NumpyStrokeEmbed(HybridBlock):
    def __init__(self, steps=6, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.embed = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, strokes):
        xy = strokes[:, :, :2] * 10.0
        pen = strokes[:, :, 2:]
        flat = F.np.concatenate([xy, pen], axis=-1).reshape(-1, 5)
        return self.embed(flat).reshape(-1, self.steps, 4)


Net = NumpyStrokeEmbed
