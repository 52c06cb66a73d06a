"""Switch-style MoE with a load-balancing auxiliary loss: the fraction of tokens each expert receives (mean of the one-hot argmax mask) times its mean gate probability, summed and scaled by the number of experts given to the constructor; returns (output, aux_loss)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=4, aux_weight=0.01, **kwargs):
        super().__init__(**kwargs)
        self.num_experts, self.aux_weight = num_experts, aux_weight
        with self.name_scope():
            self.router = nn.Dense(num_experts, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, activation="tanh", in_units=units))

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.router(x), axis=-1)                       # (N, E)
        mask = F.one_hot(F.argmax(probs, axis=-1), self.num_experts)     # (N, E)
        frac_tokens = F.mean(mask, axis=0)
        frac_probs = F.mean(probs, axis=0)
        aux = self.aux_weight * self.num_experts * F.sum(frac_tokens * frac_probs)
        gate = F.sum(probs * mask, axis=-1, keepdims=True)               # (N, 1)
        expert_out = F.stack(*[e(x) for e in self.experts], axis=1)      # (N, E, D)
        y = F.sum(F.broadcast_mul(expert_out, mask.expand_dims(-1)), axis=1)
        return F.broadcast_mul(y, gate), aux
