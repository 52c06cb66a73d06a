"""DreamerV2 discrete latents chosen by a python flag: with `discrete=True` the prior logits are reshaped by codes `(0, -4, classes_groups, -1)` and softmaxed per group then flattened by `(0, -3)`; otherwise a Gaussian mean; both traced paths fixed at construction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class LatentHead(HybridBlock):
    def __init__(self, discrete=True, groups=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._discrete, self._g = discrete, groups
        with self.name_scope():
            self.head = nn.Dense(groups * classes)

    def hybrid_forward(self, F, deter):
        logits = self.head(deter)
        if self._discrete:
            probs = F.softmax(logits.reshape((0, -4, self._g, -1)), axis=-1)
            return probs.reshape((0, -3))
        return F.tanh(logits)


Net = LatentHead
