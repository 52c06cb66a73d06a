"""SimCLR block that keeps the batch's top-1 agreement for logging as a python float, `self.last_acc = (pred == labels).mean().asscalar()`, before returning the loss."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class LoggedAgreement(HybridBlock):
    def __init__(self, batch_size=4, in_units=16, out_dim=8, **kwargs):
        super(LoggedAgreement, self).__init__(**kwargs)
        self._n = batch_size
        self.last_acc = 0.0
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)

    def hybrid_forward(self, F, x1, x2):
        a = F.L2Normalization(self.proj(x1), mode="instance")
        b = F.L2Normalization(self.proj(x2), mode="instance")
        logits = F.dot(a, b, transpose_b=True)
        labels = F.arange(self._n)
        self.last_acc = (F.argmax(logits, axis=1) == labels).mean().asscalar()
        return -F.pick(F.log_softmax(logits, axis=1), labels, axis=1).mean()


Net = LoggedAgreement
