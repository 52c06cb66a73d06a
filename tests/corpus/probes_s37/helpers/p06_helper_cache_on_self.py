"""The last attention map stored on self for visualisation; the output does not read it."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.last_attention = None

    def _attend(self, F, q, k):
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        self.last_attention = att
        return att

    def hybrid_forward(self, F, x):
        att = self._attend(F, x, x)
        return F.batch_dot(att, x)
