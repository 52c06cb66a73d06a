"""Rainbow-style dueling C51 head: `if self._dueling:` (a constructor flag) adds the value stream (N, 1, Z) to advantages (N, A, Z) minus their mean over actions by broadcast ops, else a plain head; softmax over the atoms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class DuelingC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=4, num_atoms=5, dueling=True, **kwargs):
        super(DuelingC51, self).__init__(**kwargs)
        self._a, self._z, self._dueling = num_actions, num_atoms, dueling
        with self.name_scope():
            self.adv = nn.Dense(num_actions * num_atoms, in_units=obs_dim)
            if dueling:
                self.val = nn.Dense(num_atoms, in_units=obs_dim)

    def hybrid_forward(self, F, obs):
        adv = self.adv(obs).reshape((0, self._a, self._z))
        if self._dueling:
            val = self.val(obs).reshape((0, 1, self._z))
            logits = F.broadcast_add(val, F.broadcast_sub(adv, adv.mean(axis=1, keepdims=True)))
        else:
            logits = adv
        return F.softmax(logits, axis=-1)


Net = DuelingC51
