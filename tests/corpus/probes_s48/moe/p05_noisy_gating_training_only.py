"""Noisy top-k gating: Gaussian noise scaled by a softplus of a second Dense is added to the gate logits only under `autograd.is_training()` (a python bool), the noise drawn by `F.random.normal_like`; at inference the clean logits pass through `topk(ret_typ="mask")`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class NoisyTopKGate(HybridBlock):
    def __init__(self, units=8, num_experts=4, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.w_gate = nn.Dense(num_experts, use_bias=False, in_units=units)
            self.w_noise = nn.Dense(num_experts, use_bias=False, in_units=units)

    def hybrid_forward(self, F, x):
        clean = self.w_gate(x)
        if autograd.is_training():
            std = F.Activation(self.w_noise(x), act_type="softrelu") + 1e-2
            clean = clean + F.random.normal_like(clean) * std
        keep = F.topk(clean, k=self.k, ret_typ="mask", axis=-1)
        masked = F.where(keep, clean, F.ones_like(clean) * -1e9)
        return F.softmax(masked, axis=-1)


class Net(NoisyTopKGate):
    pass
