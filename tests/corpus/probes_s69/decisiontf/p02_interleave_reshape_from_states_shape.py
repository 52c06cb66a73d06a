"""Decision Transformer interleaving as the PyTorch code writes it: `batch_size, seq_length = states.shape[0],
states.shape[1]`, the stacked tokens reshaped to `(batch_size, 3 * seq_length, C)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 5), (2, 4, 3)]


class ShapeInterleave(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.embed_rtg = nn.Dense(dim, flatten=False)
            self.embed_state = nn.Dense(dim, flatten=False)
            self.embed_action = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, rtg, states, actions):
        batch_size, seq_length = states.shape[0], states.shape[1]
        stacked = F.stack(self.embed_rtg(rtg), self.embed_state(states), self.embed_action(actions), axis=2)
        return stacked.reshape((batch_size, 3 * seq_length, self.dim))


Net = ShapeInterleave
