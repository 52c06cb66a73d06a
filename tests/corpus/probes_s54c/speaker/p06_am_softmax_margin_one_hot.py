"""AM-softmax: L2-normalised embeddings and class weights, cosines by `F.FullyConnected(no_bias=True)`, additive margin on the target class via `F.one_hot` with the python class count, scale s."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5), (3,)]


class AMSoftmax(HybridBlock):
    def __init__(self, classes=4, dim=5, margin=0.35, scale=30.0, **kwargs):
        super().__init__(**kwargs)
        self.classes, self.m, self.s = classes, margin, scale
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(classes, dim))

    def hybrid_forward(self, F, emb, label, weight):
        cos = F.FullyConnected(F.L2Normalization(emb), F.L2Normalization(weight),
                               no_bias=True, num_hidden=self.classes)
        target = F.clip(F.floor((label + 1) * self.classes / 2), 0, self.classes - 1)
        logits = self.s * (cos - self.m * F.one_hot(target, self.classes))
        return F.log_softmax(logits, axis=-1)


Net = AMSoftmax
