"""Character CNN that merges the batch and word axes with `chars.reshape(-1, self.word_len)`, shape given as separate positional arguments, before the char embedding."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, chars=30, char_dim=4, filters=6, word_len=6, **kwargs):
        super().__init__(**kwargs)
        self.word_len = word_len
        with self.name_scope():
            self.char_emb = nn.Embedding(chars, char_dim)
            self.conv = nn.Conv1D(filters, 3, padding=1, in_channels=char_dim)
            self.fc = nn.Dense(2, in_units=filters)

    def hybrid_forward(self, F, chars):
        e = self.char_emb(chars.reshape(-1, self.word_len)).transpose((0, 2, 1))
        h = F.max(F.relu(self.conv(e)), axis=2)
        return self.fc(h)
