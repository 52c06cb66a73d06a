"""Deep part flattening the embeddings as the PyTorch port does: `e.reshape((e.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class ShapeFlatten(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.mlp = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        return F.sigmoid(self.mlp(e.reshape((e.shape[0], -1))))


Net = ShapeFlatten
