"""CQL critic with the twin heads looked up in a python dict `{"q1": self.q1, "q2": self.q2}` built in
`hybrid_forward`, the Q values a dict comprehension over `.items()`, their minimum by
`F.minimum(*qs.values())`, and the conservative term scaled by the python float `self._cql_weight`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


class DictHeadsCritic(HybridBlock):
    def __init__(self, cql_weight=5.0, **kwargs):
        super().__init__(**kwargs)
        self._cql_weight = cql_weight
        with self.name_scope():
            self.q1 = nn.Dense(1, in_units=6)
            self.q2 = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, obs, act, lse):
        sa = F.concat(obs, act, dim=1)
        heads = {"q1": self.q1, "q2": self.q2}
        qs = {name: head(sa) for name, head in heads.items()}
        return self._cql_weight * (lse - F.minimum(*qs.values())).mean()


Net = DictHeadsCritic
