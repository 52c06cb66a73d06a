"""DeepNPTS weighting each past value's feature vector: the (B, C) weights reshaped to (B, C, 1) with the
batch written as `len(w)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6, 3)]


class LenReshapeWeights(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(context_length)

    def hybrid_forward(self, F, past_target, past_feat):
        w = F.softmax(self.net(past_target), axis=1)
        w3 = w.reshape((len(w), -1, 1))
        return F.sum(F.broadcast_mul(w3, past_feat), axis=1)


Net = LenReshapeWeights
