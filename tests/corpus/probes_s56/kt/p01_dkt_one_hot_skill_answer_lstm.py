"""DKT: skill ids and answers one-hot encoded as `skill + S * answer` over 2S classes, an LSTM, the next skill's probability by `pick`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 7), (3, 7), (3, 7)]


class DKT(HybridBlock):
    def __init__(self, num_skills=5, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.S = num_skills
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", input_size=2 * num_skills)
            self.out = nn.Dense(num_skills, flatten=False, in_units=hidden)

    def to_ids(self, F, u):
        # the probes' inputs are uniform in [-1, 1]; real code reads integer ids
        return F.clip(F.floor((u + 1) * (self.S / 2.0)), 0, self.S - 1)

    def hybrid_forward(self, F, skill, answer, next_skill):
        skill, next_skill = self.to_ids(F, skill), self.to_ids(F, next_skill)
        x = F.one_hot(skill + self.S * (answer > 0), 2 * self.S)
        h = self.lstm(x)
        pred = F.sigmoid(self.out(h))
        return F.pick(pred, next_skill, axis=2)


Net = DKT
