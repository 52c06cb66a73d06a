"""The token mean over a dict passed to a helper, `F.mean(outputs.get("tokens"), axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


def _mean_over_tokens(F, outputs):
    return F.mean(outputs.get("tokens"), axis=0)


class TokenMeanOp(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, x):
        return _mean_over_tokens(F, {"tokens": self.fc(x)})


Net = TokenMeanOp
