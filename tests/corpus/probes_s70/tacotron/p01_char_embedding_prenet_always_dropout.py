"""Tacotron encoder front: character ids (mapped from the input's values by `floor((u + 1) / 2 * vocab)`)
embedded, then the pre-net -- two Dense(relu) layers each followed by dropout that stays on at inference
(`F.Dropout(mode='always')`, its rate a constructor argument, 0.0 for this export)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7)]


class PreNet(HybridBlock):
    def __init__(self, vocab=30, dim=8, rate=0.0, **kwargs):
        super().__init__(**kwargs)
        self.vocab, self.rate = vocab, rate
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.fc1 = nn.Dense(8, activation="relu", flatten=False)
            self.fc2 = nn.Dense(4, activation="relu", flatten=False)

    def hybrid_forward(self, F, chars):
        ids = F.clip(F.floor((chars + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.embed(ids)
        x = F.Dropout(self.fc1(x), p=self.rate, mode="always")
        return F.Dropout(self.fc2(x), p=self.rate, mode="always")


Net = PreNet
