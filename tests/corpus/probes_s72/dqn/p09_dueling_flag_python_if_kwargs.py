"""Q network whose head is chosen by constructor options passed through `**kwargs`
(`dueling=True`), a python-valued `if self._dueling:` while tracing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class QNet(HybridBlock):
    def __init__(self, num_actions=4, **kwargs):
        self._dueling = kwargs.pop("dueling", True)
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, activation="relu")
            self.adv = nn.Dense(num_actions)
            if self._dueling:
                self.value = nn.Dense(1)

    def hybrid_forward(self, F, obs):
        h = self.fc(obs)
        q = self.adv(h)
        if self._dueling:
            q = F.broadcast_add(self.value(h), F.broadcast_sub(q, q.mean(axis=1, keepdims=True)))
        return q


Net = QNet
