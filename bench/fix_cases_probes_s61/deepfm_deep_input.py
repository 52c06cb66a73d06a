"""DeepFM's deep part: dense features rescaled when the batch's maximum read by `.asscalar()` exceeds 1, the field embeddings flattened by `emb.reshape((emb.shape[0], emb.shape[1] * emb.shape[2]))` and concatenated with them for an MLP."""
from mxnet.gluon import nn


INPUTS = [(3, 2), (3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=5, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(4, activation='relu', in_units=8), nn.Dense(1, in_units=4))

    def hybrid_forward(self, F, x, dense):
        emb = self.emb(F.round(F.abs(x) * 4))
        dense = dense * 3
        if dense.max().asscalar() > 1:
            dense = dense / dense.max()
        deep_in = F.concat(emb.reshape((emb.shape[0], emb.shape[1] * emb.shape[2])), dense, dim=1)
        return self.mlp(deep_in)
