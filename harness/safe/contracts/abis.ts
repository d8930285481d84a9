import { parseAbi } from 'viem';

/** The slices of the v1.4.1 ABIs the harness calls; human-readable so viem infers the types. */
export const safeAbi = parseAbi([
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool success)',
  'function nonce() view returns (uint256)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function VERSION() view returns (string)',
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
  'function getStorageAt(uint256 offset, uint256 length) view returns (bytes)',
  'function signedMessages(bytes32) view returns (uint256)',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes32)',
  'event ExecutionSuccess(bytes32 indexed txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 indexed txHash, uint256 payment)',
]);

/** EIP-1271 entry points the CompatibilityFallbackHandler adds to a Safe. */
export const eip1271Abi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
]);

/** The legacy bytes variant (magic 0x20c13b0b); kept apart because viem cannot tell the overloads apart by args. */
export const eip1271LegacyAbi = parseAbi([
  'function isValidSignature(bytes _data, bytes _signature) view returns (bytes4)',
]);

export const proxyFactoryAbi = parseAbi([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address indexed proxy, address singleton)',
]);

export const multiSendAbi = parseAbi(['function multiSend(bytes transactions) payable']);

export const signMessageLibAbi = parseAbi(['function signMessage(bytes _data)']);
