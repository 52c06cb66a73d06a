"""Weight tying through the child embedding: the decoder reads `self.embedding.weight.data()` inside hybrid_forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, vocab_size=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        with self.name_scope():
            self.embedding = nn.Embedding(vocab_size, dim)
            self.body = nn.Dense(dim, flatten=False, in_units=dim, activation="tanh")

    def hybrid_forward(self, F, raw_tokens):
        tokens = F.clip(F.floor((raw_tokens + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        h = self.body(self.embedding(tokens))
        return F.FullyConnected(h, self.embedding.weight.data(), no_bias=True,
                                num_hidden=self.vocab_size, flatten=False)
