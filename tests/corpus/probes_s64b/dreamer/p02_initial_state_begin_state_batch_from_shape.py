"""Dreamer RSSM `initial(batch_size)` ported from TF: the GRU cell's zero state built by `self.cell.begin_state(batch_size=embed.shape[0], func=F.zeros)` inside the observe step."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 5)]


class ShapeInitialState(HybridBlock):
    def __init__(self, deter=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(deter)
            self.post = nn.Dense(8)

    def hybrid_forward(self, F, embed):
        state = self.cell.begin_state(batch_size=embed.shape[0], func=F.zeros)
        deter, _ = self.cell(embed, state)
        return self.post(F.concat(deter, embed, dim=-1))


Net = ShapeInitialState
