"""Class-based (two-level) softmax: word logits reshaped to (B, classes, -1) by reshape codes, word-in-class log-softmax plus the expanded class log-prob by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class ClassFactoredSoftmax(HybridBlock):
    def __init__(self, n_cls=3, per_cls=4, **kwargs):
        super(ClassFactoredSoftmax, self).__init__(**kwargs)
        self.n_cls = n_cls
        with self.name_scope():
            self.cls = nn.Dense(n_cls, in_units=8)
            self.word = nn.Dense(n_cls * per_cls, in_units=8)

    def hybrid_forward(self, F, h):
        cls_lp = F.log_softmax(self.cls(h), axis=-1)
        word = self.word(h).reshape((0, self.n_cls, -1))
        word_lp = F.log_softmax(word, axis=-1)
        joint = F.broadcast_add(word_lp, cls_lp.expand_dims(axis=2))
        return joint.reshape((0, -1))


Net = ClassFactoredSoftmax
