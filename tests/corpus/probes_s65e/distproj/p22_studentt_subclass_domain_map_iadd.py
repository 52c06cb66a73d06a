"""Generic argument projection calling `self.domain_map(F, mu, sigma, nu)`; the StudentT subclass overrides
it and adds the minimum degrees of freedom in place, `nu += 2.0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ArgProjBase(HybridBlock):
    def __init__(self, num_args=3, **kwargs):
        super().__init__(**kwargs)
        self.num_args = num_args
        with self.name_scope():
            self.proj = nn.Dense(num_args, flatten=False)

    def domain_map(self, F, *args):
        return args

    def hybrid_forward(self, F, x):
        return self.domain_map(F, *F.split(self.proj(x), num_outputs=self.num_args, axis=-1, squeeze_axis=True))


class StudentTProj(ArgProjBase):
    def domain_map(self, F, mu, sigma, nu):
        sigma = F.Activation(sigma, act_type="softrelu")
        nu = F.Activation(nu, act_type="softrelu")
        nu += 2.0
        return mu, sigma, nu


Net = StudentTProj
