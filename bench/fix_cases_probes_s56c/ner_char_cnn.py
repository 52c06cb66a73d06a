"""Word + char NER tagger (Ma & Hovy): chars (B, T, L) folded to (B * T, L) by the unpacked shape, embedded, a char CNN max-pooled over the characters, unfolded to (B, T, -1) and concatenated with the word features."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.char_emb = nn.Embedding(20, 4)
            self.char_cnn = nn.Conv1D(5, 3, padding=1, in_channels=4)
            self.tag = nn.Dense(7, in_units=11, flatten=False)

    def hybrid_forward(self, F, words, chars):
        B, T, L = words.shape[0], words.shape[1], chars.shape[2]
        ids = F.floor(F.abs(chars) * 19.99)
        c = self.char_emb(ids.reshape((B * T, L))).transpose((0, 2, 1))
        c = F.max(F.relu(self.char_cnn(c)), axis=2).reshape((B, T, -1))
        return self.tag(F.concat(words, c, dim=2))
