"""SimpleFeedForward with a gluon-ts style `StudentTOutput` (a plain python class, not a block) whose
`domain_map(self, F, mu, sigma, nu)` squeezes the last axis and applies softrelu; the block owns the
projection `Dense(3)` and splits it into three outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class StudentTOutput:
    args_dim = {"mu": 1, "sigma": 1, "nu": 1}

    def domain_map(self, F, mu, sigma, nu):
        sigma = F.Activation(sigma, act_type="softrelu")
        nu = 2.0 + F.Activation(nu, act_type="softrelu")
        return mu.squeeze(axis=-1), sigma.squeeze(axis=-1), nu.squeeze(axis=-1)


class DistrOutputSff(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.distr_output = StudentTOutput()
        with self.name_scope():
            self.mlp = nn.Dense(prediction_length * 4, activation="relu")
            self.proj = nn.Dense(len(StudentTOutput.args_dim), flatten=False)

    def hybrid_forward(self, F, past_target):
        h = self.mlp(past_target).reshape((0, self.prediction_length, -1))
        raw = F.split(self.proj(h), num_outputs=3, axis=-1)
        return self.distr_output.domain_map(F, *raw)


Net = DistrOutputSff
