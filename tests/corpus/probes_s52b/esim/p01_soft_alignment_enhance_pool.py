"""ESIM local inference: soft alignment `batch_dot(a, b, transpose_b=True)`, attention both ways by softmax on the last axis (after a swapaxes for the hypothesis side), enhancement `[a, a~, a - a~, a * a~]` by concat, and max plus average pooling over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, hidden=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False, activation="relu")
            self.classify = nn.Dense(classes)

    @staticmethod
    def enhance(F, x, x_tilde):
        return F.concat(x, x_tilde, x - x_tilde, x * x_tilde, dim=-1)

    def hybrid_forward(self, F, a, b):
        e = F.batch_dot(a, b, transpose_b=True)                       # (B, La, Lb)
        a_tilde = F.batch_dot(F.softmax(e, axis=-1), b)               # (B, La, D)
        b_tilde = F.batch_dot(F.softmax(F.swapaxes(e, 1, 2), axis=-1), a)
        va = self.project(self.enhance(F, a, a_tilde))
        vb = self.project(self.enhance(F, b, b_tilde))
        pooled = F.concat(va.mean(axis=1), va.max(axis=1), vb.mean(axis=1), vb.max(axis=1), dim=-1)
        return self.classify(pooled)
