"""DreamerV2 straight-through categorical latents: logits reshaped `(0, -4, groups, -1)`, the sample `F.one_hot(F.argmax(logits, axis=-1), depth=classes)` plus `probs - F.BlockGrad(probs)` (equal shapes, plain operators), flattened back by `(0, -3)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class StraightThrough(HybridBlock):
    def __init__(self, groups=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._g, self._c = groups, classes
        with self.name_scope():
            self.head = nn.Dense(groups * classes)

    def hybrid_forward(self, F, deter):
        logits = self.head(deter).reshape((0, -4, self._g, -1))
        probs = F.softmax(logits, axis=-1)
        sample = F.one_hot(F.argmax(logits, axis=-1), depth=self._c)
        return (sample + probs - F.BlockGrad(probs)).reshape((0, -3))


Net = StraightThrough
