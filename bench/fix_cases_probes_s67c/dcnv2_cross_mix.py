"""DCN-V2's CrossNetMix: per cross layer a mixture of low-rank experts, each
`x0 * (U_e tanh(C_e tanh(V_e^T x_l)) + b) ` with U, V, C held as one Parameter per kind of shape
(layers, experts, ...) and read by `U[i][e]`, the bias `(layers, in)` added row by row to (B, in), expert gates
from one Dense(1) per expert stacked and softmaxed over experts, the mixture by `batch_dot`, and the residual
`x_l = moe_out + x_l`."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_features=6, low_rank=2, num_experts=3, layer_num=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.layer_num = layer_num
        self.num_experts = num_experts
        with self.name_scope():
            self.U_list = self.params.get('U_list', shape=(layer_num, num_experts, in_features, low_rank),
                                          init=init.Xavier())
            self.V_list = self.params.get('V_list', shape=(layer_num, num_experts, in_features, low_rank),
                                          init=init.Xavier())
            self.C_list = self.params.get('C_list', shape=(layer_num, num_experts, low_rank, low_rank),
                                          init=init.Xavier())
            self.bias = self.params.get('bias', shape=(layer_num, in_features), init=init.Zero())
            self.gating = nn.HybridSequential()
            for _ in range(num_experts):
                self.gating.add(nn.Dense(1, in_units=in_features, use_bias=False))

    def hybrid_forward(self, F, inputs, U_list, V_list, C_list, bias):
        x_0 = inputs
        x_l = x_0
        for i in range(self.layer_num):
            output_of_experts = []
            gating_score_of_experts = []
            for expert_id in range(self.num_experts):
                gating_score_of_experts.append(self.gating[expert_id](x_l))
                v_x = F.tanh(F.dot(x_l, V_list[i][expert_id]))
                v_x = F.tanh(F.dot(v_x, C_list[i][expert_id].T))
                uv_x = F.dot(v_x, U_list[i][expert_id].T)
                dot_ = uv_x + bias[i]
                dot_ = x_0 * dot_
                output_of_experts.append(dot_)
            output_of_experts = F.stack(*output_of_experts, axis=2)
            gating_score_of_experts = F.stack(*gating_score_of_experts, axis=1)
            moe_out = F.batch_dot(output_of_experts, F.softmax(gating_score_of_experts, axis=1))
            x_l = moe_out.squeeze(axis=2) + x_l
        return x_l
