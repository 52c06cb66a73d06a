"""ViLT masked-LM head: the text part of the sequence taken by `F.split(x, num_outputs=2, axis=1)[0]`
(text and image halves of equal length here) plus the word embeddings of the ids by `F.Embedding` on a
(V, D) word table, a transform Dense + GELU + LayerNorm, and a decoder tied to the same table by
`F.FullyConnected(h, word_weight, bias, flatten=False)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 16), (2, 4)]


class TiedMLMHead(HybridBlock):
    def __init__(self, vocab=11, dim=16, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        self.dim = dim
        with self.name_scope():
            self.word_weight = self.params.get("word_weight", shape=(vocab, dim))
            self.transform = nn.Dense(dim, flatten=False)
            self.norm = nn.LayerNorm()
            self.bias = self.params.get("bias", shape=(vocab,), init="zeros")

    def hybrid_forward(self, F, x, ids, word_weight, bias):
        ids = F.clip(F.floor((ids + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        emb = F.Embedding(ids, word_weight, input_dim=self.vocab, output_dim=self.dim)
        text = F.split(x, num_outputs=2, axis=1)[0] + emb
        h = self.norm(F.LeakyReLU(self.transform(text), act_type="gelu"))
        return F.FullyConnected(h, word_weight, bias, num_hidden=self.vocab, flatten=False)


Net = TiedMLMHead
