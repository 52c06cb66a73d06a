"""Decision Transformer training loss on padded trajectories: the (B, T) attention mask (from the input's
values) repeated 3 times on the time axis by `F.repeat` to the (B, 3T) token mask, and the action MSE
masked by `broadcast_mul` with `expand_dims(-1)` and divided by the mask's sum (`F.sum(m) + 1e-6`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8), (2, 4, 3), (2, 4)]


class MaskedActionLoss(HybridBlock):
    def __init__(self, act_dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(act_dim, activation="tanh", flatten=False)

    def hybrid_forward(self, F, h, target, mask):
        mask = mask > -0.5
        token_mask = F.repeat(mask, repeats=3, axis=1)
        h = F.broadcast_mul(h, token_mask.expand_dims(-1))
        state_out = F.slice_axis(h.reshape((0, -4, -1, 3, -2)), axis=2, begin=1, end=2).reshape((0, 0, -1))
        err = F.square(self.head(state_out) - target)
        return F.sum(F.broadcast_mul(err, mask.expand_dims(-1))) / (F.sum(mask) + 1e-6)


Net = MaskedActionLoss
