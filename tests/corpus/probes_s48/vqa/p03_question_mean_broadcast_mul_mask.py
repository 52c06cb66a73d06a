"""Question encoder averaging word embeddings over the valid tokens with `broadcast_mul` of the expanded mask and `broadcast_div` by the keepdims token count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 6)]


class Net(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, tokens, mask):
        tokens = F.floor(F.abs(tokens) * self.vocab)
        mask = mask > 0
        emb = self.embed(tokens)
        summed = F.sum(F.broadcast_mul(emb, mask.expand_dims(-1)), axis=1)
        return F.broadcast_div(summed, F.sum(mask, axis=1, keepdims=True) + 1)
