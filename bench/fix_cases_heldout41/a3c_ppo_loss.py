"""The PPO loss of an A3C agent written with Gluon: `a3cLoss.hybrid_forward(self, F, value, policy,
valueLabel, advantageLabel, policyOldLabel)` builds the value, clipped-ratio policy and entropy terms
with `F.nansum`/`F.exp`/`F.clip`, but stops the label gradients with `mx.nd.stop_gradient` (four
times) -- the NDArray operator in hybrid code. Eagerly it runs; hybridized `mx.nd.stop_gradient`
rejects the Symbol (AssertionError).

Source: a public MXNet A3C/PPO code base (find_string id 22337917908; read by an analyzer held-out
round, see tests/corpus/HELDOUT.md, "A3C/PPO blocks"; in no fix set), `a3cLoss` as written (its
getters kept); the a3cBlock/a3cLSTM/a3cHybridSequential classes left out. Net: the defaults (value
scale 0.5, entropy scale 0.01). Inputs: value (4, 1), policy (4, 3), value label (4, 1), advantage
(4, 3), old policy (4, 3).
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(4, 1), (4, 3), (4, 1), (4, 3), (4, 3)]


class a3cLoss(gluon.loss.Loss):
    """
    Loss function for a3c
    """

    def __init__(self, valueLossScale = 0.5, entropyLossScale = 0.01, weight = None, batch_axis = None, **kwargs):
        """
        Loss function for a3c with ppo
        Inputs:
            valueLossScale (float): the scaling factor for the value loss
            entropyLossScale (float): the scaling factor for the policy entropy loss
            weight:     see mxnet.gluon.Loss
            batch_axis: see mxnet.gluon.Loss
        """
        super(a3cLoss, self).__init__(weight, batch_axis, **kwargs)
        self.vSc = valueLossScale
        self.eSc = entropyLossScale
        self.valueLoss  = 0
        self.policyLoss = 0
        self.entroplyLoss = 0

    def hybrid_forward(self, F, value, policy, valueLabel, advantageLabel, policyOldLabel):
        self. valueLoss = self.vSc * F.nansum(F.square((mx.nd.stop_gradient(valueLabel) - value)),
                                   name = "valueLoss")
        ppoRatio = F.exp(F.log(policy + 1e-7) - F.log(mx.nd.stop_gradient(policyOldLabel + 1e-7)))

        self.policyLoss = -F.nansum(F.minimum(ppoRatio * mx.nd.stop_gradient(advantageLabel), F.clip(ppoRatio, 0.8, 1.2) * mx.nd.stop_gradient(advantageLabel)),
                                    name = 'policyLoss')
        self.entropyLoss = self.eSc * F.nansum(F.log(policy + 1e-7) * policy,
                                               name = 'entropyLoss')
        return self.valueLoss + self.policyLoss + self.entropyLoss

    def getPolicyLoss(self):
        """
        returns the policy loss
        """
        return self.policyLoss

    def getValueLoss(self):
        """
        returns the value loss
        """
        return self.valueLoss

    def getEntropyLoss(self):
        """
        returns the entropy regularization loss
        """
        return self.entropyLoss

    def getLoss(self):
        """
        returns the total loss
        """
        return self.getValueLoss() + self.getPolicyLoss() + self.getEntropyLoss()


class Net(a3cLoss):
    def __init__(self):
        super(Net, self).__init__()
