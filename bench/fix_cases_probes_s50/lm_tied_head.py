"""Language-model head tied to the input embedding: hidden states flattened over time, times the embedding matrix transposed."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=7, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed_weight = self.params.get('embed_weight', shape=(vocab, dim))
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, h, embed_weight):
        b, t, d = h.shape
        h = self.norm(h).reshape((b * t, d))
        logits = F.dot(h, embed_weight.T)
        return F.log_softmax(logits.reshape((b, t, -1)), axis=-1)
