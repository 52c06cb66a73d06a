"""MaskGIT head that predicts over codebook + [MASK] and drops the [MASK] column as the PyTorch code does, `logits[:, :, :self._v]` -- a legacy Symbol takes no tuple subscript."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SubscriptHead(HybridBlock):
    def __init__(self, codebook=8, d=8, **kwargs):
        super(SubscriptHead, self).__init__(**kwargs)
        self._v = codebook
        with self.name_scope():
            self.head = nn.Dense(codebook + 1, in_units=d, flatten=False)

    def hybrid_forward(self, F, h):
        logits = self.head(h)
        return F.log_softmax(logits[:, :, :self._v], axis=-1)


Net = SubscriptHead
