"""Drug token decoder tied to the encoder's embedding: logits by `F.dot(h, self.emb.weight.data(), transpose_b=True)` inside the forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TiedDecoder(HybridBlock):
    def __init__(self, vocab=8, dim=5, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, dim)
            self.enc = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, smiles_raw):
        tokens = F.floor((smiles_raw + 1) * 0.5 * (self.vocab - 1) + 0.5)
        h = self.enc(self.emb(tokens))
        return F.dot(h, self.emb.weight.data(), transpose_b=True)


Net = TiedDecoder
