"""ELMo's sentence boundaries added to the character ids: a BOS row and an EOS row of `F.ones((B, 1, C))` times the marker id, from `B, T, C = chars.shape`, concatenated around the sentence before the character embedding; the output keeps the boundaries out by `[:, 1:-1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=12, emb=3, bos=10, eos=11, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bos, self.eos = bos, eos
        with self.name_scope():
            self.emb = nn.Embedding(vocab, emb)
            self.fc = nn.Dense(5, in_units=emb, flatten=False)

    def hybrid_forward(self, F, chars):
        B, T, C = chars.shape
        ids = F.abs(chars * 9).floor()
        bos = F.ones((B, 1, C)) * self.bos
        eos = F.ones((B, 1, C)) * self.eos
        ids = F.concat(bos, ids, eos, dim=1)
        words = self.emb(ids).max(axis=2)
        return self.fc(words)[:, 1:-1]
