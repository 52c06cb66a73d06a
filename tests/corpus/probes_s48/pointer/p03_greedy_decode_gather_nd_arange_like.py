"""Greedy pointer decoding over a constructor-given number of steps: each step scores the encoder positions against the current query, masks visited positions with an accumulated `one_hot`, takes the `argmax`, reads its probability with `F.pick` and gathers the chosen encoder row with `F.gather_nd` on indices stacked from `contrib.arange_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, steps=4, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.seq_len = steps, seq_len
        with self.name_scope():
            self.query = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, enc):
        q = F.mean(enc, axis=1)                                                   # (N, D)
        visited = F.zeros_like(F.sum(enc, axis=-1))                               # (N, T)
        batch_idx = F.contrib.arange_like(q, axis=0)                              # (N,)
        log_probs, choices = [], []
        for _ in range(self.steps):
            scores = F.batch_dot(enc, self.query(q).expand_dims(-1)).squeeze(axis=-1)
            scores = F.where(visited > 0, F.ones_like(scores) * -1e9, scores)
            probs = F.softmax(scores, axis=-1)
            idx = F.argmax(probs, axis=-1)
            log_probs.append(F.log(F.pick(probs, idx, axis=-1) + 1e-9))
            choices.append(idx)
            visited = visited + F.one_hot(idx, self.seq_len)
            q = F.gather_nd(enc, F.stack(batch_idx, idx))                         # (N, D)
        return F.stack(*choices, axis=1), F.add_n(*log_probs)
