"""gluon-ts `ArgProj`: one `Dense(dim, flatten=False)` per distribution argument (a python list of blocks
registered by `register_child`), each projection squeezed, then the Gaussian `domain_map` (softrelu
scale)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ArgProj(HybridBlock):
    def __init__(self, args_dim=None, **kwargs):
        super().__init__(**kwargs)
        args_dim = args_dim or {"mu": 1, "sigma": 1}
        self.proj = [nn.Dense(dim, flatten=False, prefix=f"{name}_") for name, dim in args_dim.items()]
        for p in self.proj:
            self.register_child(p)

    def domain_map(self, F, mu, sigma):
        return mu.squeeze(axis=-1), F.Activation(sigma, act_type="softrelu").squeeze(axis=-1)

    def hybrid_forward(self, F, x):
        return self.domain_map(F, *[proj(x) for proj in self.proj])


Net = ArgProj
